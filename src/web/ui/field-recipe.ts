import { sva } from 'styled-system/css';

/** The text field look, shared by the Ark Field parts (field.tsx) and the native InputField (input-field.tsx). */
export const fieldRecipe = sva({
  slots: ['root', 'label', 'input', 'textarea', 'helperText', 'errorText', 'requiredIndicator'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', width: 'full' },
    label: { fontWeight: 'semibold', fontSize: 'sm' },
    input: {
      width: 'full',
      minH: '11',
      px: '3.5',
      bg: 'canvas',
      color: 'ink',
      border: '1px solid',
      borderColor: 'muted',
      borderRadius: 'md',
      fontSize: 'md',
      _placeholder: { color: 'muted' },
      // The app's focus ring (panda.config.ts) around a brand border: a 1 px colour change alone is too little (WCAG 2.2 Focus Appearance).
      _focusVisible: { borderColor: 'brand' },
      '&[data-invalid], &[aria-invalid=true]': { borderColor: 'danger' },
      _disabled: { opacity: 0.6, cursor: 'not-allowed' },
    },
    textarea: {
      width: 'full',
      minH: '24',
      p: '3',
      border: '1px solid',
      borderColor: 'muted',
      borderRadius: 'md',
      _focusVisible: { borderColor: 'brand' },
      '&[data-invalid], &[aria-invalid=true]': { borderColor: 'danger' },
    },
    helperText: { fontSize: 'sm', color: 'muted' },
    errorText: { fontSize: 'sm', color: 'danger', fontWeight: 'medium' },
    requiredIndicator: { color: 'danger', ml: '0.5' },
  },
});
