// The second stage of a page's code (app/loadPageCode.ts): MUI, Emotion, the club's theme and the
// components every family and login page shows.
export { AppProviders } from '@/components/AppProviders';
export { default as Alert } from '@mui/material/Alert';
export { default as Box } from '@mui/material/Box';
export { default as Button } from '@mui/material/Button';
export { default as CircularProgress } from '@mui/material/CircularProgress';
export { default as IconButton } from '@mui/material/IconButton';
export { default as Paper } from '@mui/material/Paper';
export { default as Stack } from '@mui/material/Stack';
export { default as TextField } from '@mui/material/TextField';
export { default as Typography } from '@mui/material/Typography';
