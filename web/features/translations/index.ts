export { MissingTranslationsBadge } from './missing-badge.tsx';
export { TranslateControl } from './translate-control.tsx';
export { TranslationEditor } from './translation-editor.tsx';
