import { describe, expect, it } from 'vitest';
import { renderMail } from './templates.ts';

const vars = { link: 'https://mpu.example/x?t=abc', hours: 24, days: 7 };
const TEMPLATES = ['registration', 'verify', 'reset', 'changeEmail', 'invite'] as const;

describe('mails in the learner’s language', () => {
  it('renders every template in Turkish and English with the link and no German', () => {
    for (const template of TEMPLATES) {
      const german = renderMail('de', template, 'a@example.org', vars);
      for (const language of ['tr', 'en'] as const) {
        const mail = renderMail(language, template, 'a@example.org', vars);
        expect(mail.subject, `${language} ${template}`).not.toBe(german.subject);
        expect(mail.text, `${language} ${template}`).toContain(vars.link);
        expect(mail.text, `${language} ${template}`).not.toMatch(/\{\{|Hallo|Ihr Team|bitte/);
      }
    }
    expect(renderMail('tr', 'reset', 'a@example.org', vars).subject).toBe('Şifrenizi sıfırlayın');
    expect(renderMail('en', 'reset', 'a@example.org', vars).text).toMatch(/^Hello/);
  });
});
