/** 250 → « 250,00 € » in French, "€250.00" in English. */
export const formatEuros = (amount: number, language: string): string =>
  new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'fr-FR', { style: 'currency', currency: 'EUR' }).format(amount);
