// A stage of a page's code with a form (app/loadPageCode.ts): zod with its settings, and the forms' library.
import '../validation';

export { useForm } from 'react-hook-form';
export { zodResolver } from '@hookform/resolvers/zod';
