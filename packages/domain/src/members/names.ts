/** A name starting with a vowel sound takes the elided article in French: « d’Élodie », « de Jean ». */
const STARTS_WITH_VOWEL_SOUND = /^[aeiouàâäéèêëîïôöùûüœæh]/i;

/**
 * « de » + a name in French, elided before a vowel sound (« d’Aymardine », « de Jean »), for the
 * texts the server writes (mails, PDFs); the web app's i18next formatter `{{name, of}}` writes the same.
 */
export const frenchOf = (name: string): string => (STARTS_WITH_VOWEL_SOUND.test(name.trim()) ? `d’${name}` : `de ${name}`);
