import { useParams } from 'react-router';

/** The numeric id of /test/{id}; 0 (never a test) when the address holds something else. */
export const useTryoutId = (): number => {
  const { id } = useParams();
  const testId = Number(id);
  return Number.isInteger(testId) && testId > 0 ? testId : 0;
};
