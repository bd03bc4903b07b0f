/**
 * Shirt and short sizes are stored as the club writes them: ages in French ("6 ans") and
 * letters (XS … XXL). In English an age size reads "Age 6"; letters read the same.
 */
export const sizeLabel = (label: string, lang: 'fr' | 'en'): string => {
  if (lang === 'fr') return label;
  const age = /^(\d{1,2}) ans$/.exec(label);
  return age === null ? label : `Age ${age[1]}`;
};
