import { formatDateTime } from '@club/domain';
import type { Language } from '../../lib/language.js';
import { bilingualMail, type Bilingual } from '../../mail/bilingual.js';

/**
 * Alerts to the administrators about backups: plain text, their language first and then the
 * other one, like the families' mails. Never a member's data: dates, paths and errors only.
 */
const KIND_LABELS: Record<string, { fr: string; en: string }> = {
  NIGHTLY: { fr: 'automatique de la nuit', en: 'nightly' },
  MANUAL: { fr: 'manuelle (npm run backup)', en: 'manual (npm run backup)' },
  POSTGRES_DUMP: { fr: 'pg_dump', en: 'pg_dump' },
};
const kindLabel = (kind: string) => KIND_LABELS[kind] ?? { fr: kind, en: kind };

export interface FailedRun {
  kind: string;
  startedAt: string;
  error: string | null;
}

export interface FailedBackupMailData {
  language: Language;
  runs: FailedRun[];
  /** The newest successful backup, UTC ISO; undefined: none. */
  lastSuccessAt: string | undefined;
  clubName: string;
}

export const failedBackupMail = (d: FailedBackupMailData): Bilingual => {
  const last = d.lastSuccessAt === undefined ? undefined : formatDateTime(d.lastSuccessAt);
  const runsFr = d.runs.map(
    (run) => `- sauvegarde ${kindLabel(run.kind).fr} du ${formatDateTime(run.startedAt)} : ${run.error ?? 'erreur inconnue'}`,
  );
  const runsEn = d.runs.map(
    (run) => `- ${kindLabel(run.kind).en} backup of ${formatDateTime(run.startedAt)}: ${run.error ?? 'unknown error'}`,
  );
  return bilingualMail(
    d.language,
    {
      subject: `${d.clubName} – la sauvegarde du serveur a échoué`,
      text: [
        'Bonjour,',
        '',
        'Le serveur du club n’a pas pu faire sa sauvegarde :',
        ...runsFr,
        '',
        last === undefined ? 'Aucune sauvegarde réussie n’existe encore.' : `Dernière sauvegarde réussie : ${last}.`,
        'Une sauvegarde faite dans le dossier local reste valable même si sa copie a échoué.',
        'Que faire : vérifier la place libre et le disque de copie (branché, accessible), puis lancer « npm run backup » sur le serveur ou attendre la nuit suivante.',
        'Le guide d’exploitation du serveur (docs/operations.md, « Backups ») explique chaque message.',
        '',
        `${d.clubName} – message automatique du serveur`,
      ].join('\n'),
    },
    {
      subject: `${d.clubName} – the server backup failed`,
      text: [
        'Hello,',
        '',
        'The club server could not take its backup:',
        ...runsEn,
        '',
        last === undefined ? 'No successful backup exists yet.' : `Last successful backup: ${last}.`,
        'A backup written to the local folder stays good even when its copy failed.',
        'What to do: check the free space and the copy disk (plugged in, reachable), then run "npm run backup" on the server or wait for the next night.',
        'The server guide (docs/operations.md, "Backups") explains each message.',
        '',
        `${d.clubName} – automatic message from the server`,
      ].join('\n'),
    },
  );
};

export interface NoRecentBackupMailData {
  language: Language;
  lastSuccessAt: string | undefined;
  hours: number;
  clubName: string;
}

export const noRecentBackupMail = (d: NoRecentBackupMailData): Bilingual => {
  const last = d.lastSuccessAt === undefined ? undefined : formatDateTime(d.lastSuccessAt);
  return bilingualMail(
    d.language,
    {
      subject: `${d.clubName} – aucune sauvegarde récente du serveur`,
      text: [
        'Bonjour,',
        '',
        last === undefined
          ? `Le serveur du club fonctionne depuis plus de ${d.hours} heures sans qu’aucune sauvegarde n’ait réussi.`
          : `La dernière sauvegarde réussie du serveur du club date du ${last}, il y a plus de ${d.hours} heures.`,
        'Que faire : vérifier que le serveur est allumé et que les sauvegardes ne sont pas désactivées (BACKUP_TIME), puis lancer « npm run backup » sur le serveur.',
        'Avec PostgreSQL : vérifier la tâche planifiée qui lance pg_dump puis « npm run backup:record ».',
        'Ce message est envoyé au plus une fois par jour tant qu’aucune sauvegarde ne réussit.',
        '',
        `${d.clubName} – message automatique du serveur`,
      ].join('\n'),
    },
    {
      subject: `${d.clubName} – no recent server backup`,
      text: [
        'Hello,',
        '',
        last === undefined
          ? `The club server has been running for more than ${d.hours} hours without any successful backup.`
          : `The last successful backup of the club server is from ${last}, more than ${d.hours} hours ago.`,
        'What to do: check that the server is on and that backups are not turned off (BACKUP_TIME), then run "npm run backup" on the server.',
        'With PostgreSQL: check the scheduled task that runs pg_dump and then "npm run backup:record".',
        'This message is sent at most once a day until a backup succeeds.',
        '',
        `${d.clubName} – automatic message from the server`,
      ].join('\n'),
    },
  );
};
