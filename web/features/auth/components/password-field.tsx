import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '../../../components/ui/field.tsx';

/** A password input with a show/hide toggle (people on phones mistype passwords often). */
export function PasswordField(props: Omit<TextFieldProps, 'type'>) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <TextField {...props} type={visible ? 'text' : 'password'} className="pr-12" />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? t('fields.hidePassword') : t('fields.showPassword')}
        aria-pressed={visible}
        className="absolute right-1 top-7 flex h-10 w-10 items-center justify-center rounded-md text-slate-600 hover:text-slate-900"
      >
        {visible ? <EyeOff aria-hidden="true" size={20} /> : <Eye aria-hidden="true" size={20} />}
      </button>
    </div>
  );
}
