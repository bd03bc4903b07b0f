import { createTheme, responsiveFontSizes, type Theme } from '@mui/material/styles';
import { enUS, frFR } from '@mui/material/locale';
import type { Language } from '@/lib/language';

/** Minimum height of anything tapped with a finger (WCAG 2.5.5 target size). */
const TOUCH_TARGET_PX = 44;
const coarsePointer = '@media (pointer: coarse)';

const SYSTEM_FONTS = ['system-ui', '-apple-system', '"Segoe UI"', 'Roboto', '"Helvetica Neue"', 'Arial', 'sans-serif'].join(',');

/** A pool palette: deep water blue, lane-rope turquoise, a light aqua background. */
const buildTheme = (language: Language): Theme =>
  createTheme(
    {
      palette: {
        primary: { main: '#0b4f8a', light: '#3d7ab8', dark: '#06345e', contrastText: '#ffffff' },
        secondary: { main: '#00838f', light: '#4fb3bf', dark: '#005662', contrastText: '#ffffff' },
        // MUI's own warning and info colours read at 3.1 and 3.9 to 1 on white: these darker ones
        // reach WCAG AA's 4.5 as text, as chips' backgrounds and on the grey of a selected row.
        warning: { main: '#b45309', light: '#ed6c02', dark: '#8a3f06', contrastText: '#ffffff' },
        info: { main: '#01579b', light: '#0288d1', dark: '#003c6c', contrastText: '#ffffff' },
        background: { default: '#f2f7fb', paper: '#ffffff' },
        text: { primary: '#12263a', secondary: '#4a5d70' },
      },
      shape: { borderRadius: 10 },
      typography: {
        fontFamily: SYSTEM_FONTS,
        h1: { fontWeight: 600 },
        h2: { fontWeight: 600 },
        h3: { fontWeight: 600 },
        h4: { fontWeight: 600 },
        h5: { fontWeight: 600 },
        h6: { fontWeight: 600 },
        button: { textTransform: 'none', fontWeight: 600 },
      },
      components: {
        MuiButtonBase: {
          styleOverrides: {
            // A visible keyboard focus on every button, link and menu item.
            root: {
              '&.Mui-focusVisible': { outline: '3px solid #f5a623', outlineOffset: 2 },
            },
          },
        },
        MuiButton: {
          styleOverrides: { root: { [coarsePointer]: { minHeight: TOUCH_TARGET_PX } } },
        },
        MuiIconButton: {
          styleOverrides: {
            root: { [coarsePointer]: { minWidth: TOUCH_TARGET_PX, minHeight: TOUCH_TARGET_PX } },
          },
        },
        MuiListItemButton: {
          styleOverrides: {
            root: {
              [coarsePointer]: { minHeight: TOUCH_TARGET_PX },
              // Drawn inside: the drawer's edges would clip an outline drawn outside.
              '&.Mui-focusVisible': { outlineOffset: -3 },
            },
          },
        },
        MuiTextField: { defaultProps: { fullWidth: true } },
        MuiAppBar: { defaultProps: { elevation: 0 } },
        MuiPaper: { defaultProps: { elevation: 0 }, styleOverrides: { outlined: { borderColor: '#d5e3ef' } } },
        MuiCard: { defaultProps: { variant: 'outlined' } },
        MuiTableCell: { styleOverrides: { head: { fontWeight: 600 } } },
      },
    },
    // MUI's own texts (pagination, close buttons…) in the page's language.
    language === 'en' ? enUS : frFR,
  );

export const createAppTheme = (language: Language): Theme => responsiveFontSizes(buildTheme(language));
