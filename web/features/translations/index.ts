export { MissingTranslationsBadge } from './components/missing-badge.tsx';
export { TranslateControl } from './components/translate-control.tsx';
export { TranslationEditor } from './components/translation-editor.tsx';
