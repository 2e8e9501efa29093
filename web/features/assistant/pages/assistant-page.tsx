import { Square } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ChatInput } from '../components/chat-input.tsx';
import { ChatNotices } from '../components/chat-notices.tsx';
import { MessageList } from '../components/message-list.tsx';
import { useChat } from '../use-chat.ts';
import '../i18n.ts';

const EXAMPLES = ['what', 'how', 'prepare', 'documents', 'questions', 'duration'] as const;

/** /dashboard/ai-assistant (SPEC §2 AI assistant chat). */
export default function AssistantPage() {
  const { t } = useTranslation('assistant');
  const chat = useChat();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 p-4 sm:p-8">
      <h1 className="text-2xl font-bold">{t('assistant.title')}</h1>
      <ChatNotices engine={chat.engine} />
      {chat.messages.length === 0 ? (
        <div className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
          <p>{t('assistant.welcome')}</p>
          <p className="mt-3 text-sm font-medium text-slate-700">{t('assistant.examplesLabel')}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {EXAMPLES.map((key) => (
              <li key={key}>
                <button
                  type="button"
                  disabled={chat.busy}
                  onClick={() => chat.send(t(`assistant.examples.${key}`))}
                  className="min-h-11 rounded-full bg-indigo-50 px-4 text-left text-sm text-indigo-900 ring-1 ring-indigo-200 hover:bg-indigo-100"
                >
                  {t(`assistant.examples.${key}`)}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <MessageList messages={chat.messages} busy={chat.busy} />
      )}
      <ChatInput
        busy={chat.busy}
        onSend={(text) => chat.send(text)}
        extra={
          chat.busy ? (
            <Button variant="secondary" onClick={chat.stop}>
              <Square aria-hidden="true" size={18} />
              {t('stop')}
            </Button>
          ) : null
        }
      />
    </div>
  );
}
