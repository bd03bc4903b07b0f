import { formatDate } from '@club/domain';
import { formatPrice, t, type SubscriptionForPdf } from './documents.js';
import { createPdf } from './layout.js';

/** The attestation of subscription and payment, which is also the invoice. */
export const renderAttestation = (s: SubscriptionForPdf): Promise<Buffer> => {
  const l = s.language;
  const name = `${s.member.firstName} ${s.member.lastName}`;
  const number = `${s.seasonLabel}-${String(s.id).padStart(6, '0')}`;
  const pdf = createPdf({
    title: t(l, "Attestation d'inscription et facture", 'Subscription attestation and invoice'),
    subtitle: `${t(l, 'Facture n°', 'Invoice no.')} ${number} – ${formatDate(s.paidOn)}`,
    club: s.club,
    language: l,
  });
  pdf.paragraph(
    t(
      l,
      `${s.club.name} atteste que ${name}, né(e) le ${formatDate(s.member.birthDate)}, est inscrit(e) au club pour la saison ${s.seasonLabel}${s.groupName ? `, dans le groupe ${s.groupName}` : ''}, et que sa cotisation a été réglée.`,
      `${s.club.name} certifies that ${name}, born on ${formatDate(s.member.birthDate)}, is a member of the club for the ${s.seasonLabel} season${s.groupName ? `, in the group ${s.groupName}` : ''}, and that the fee has been paid.`,
    ),
  );
  pdf.heading(t(l, 'Facture', 'Invoice'));
  if (s.guardian !== null) {
    pdf.fields([[t(l, 'Facturé à', 'Billed to'), `${s.guardian.firstName} ${s.guardian.lastName}`.trim()]]);
  }
  pdf.table(
    [t(l, 'Désignation', 'Description'), t(l, 'Montant', 'Amount')],
    [
      [
        `${s.isNew ? t(l, 'Cotisation', 'Fee') : t(l, 'Cotisation de réinscription', 'Renewal fee')} ${s.seasonLabel}${s.groupName ? ` – ${s.groupName}` : ''}`,
        formatPrice(s.priceCents ?? 0, l),
      ],
      [t(l, 'Total payé', 'Total paid'), formatPrice(s.priceCents ?? 0, l)],
    ],
    [360, 135],
  );
  pdf.paragraph(t(l, `Paiement enregistré le ${formatDate(s.paidOn)}.`, `Payment recorded on ${formatDate(s.paidOn)}.`), { muted: true });
  pdf.signatureLine(t(l, 'Pour le club, le trésorier :', 'For the club, the treasurer:'));
  return pdf.finish();
};
