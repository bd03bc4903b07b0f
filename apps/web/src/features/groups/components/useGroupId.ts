import { useParams } from 'react-router';

/** The `:id` of the group routes; a non-numeric id gives 0, which the API answers 404 for. */
export const useGroupId = (): number => {
  const { id } = useParams();
  const groupId = Number(id);
  return Number.isInteger(groupId) && groupId > 0 ? groupId : 0;
};
