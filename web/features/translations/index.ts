export { MissingTranslationsBadge } from './missing-badge.tsx';
export { TranslationEditor } from './translation-editor.tsx';
