import { describe, expect, it } from 'vitest';
import { systemPrompt } from './prompts.ts';

describe('the assistant’s instruction for a remote model', () => {
  it('names the interface language and keeps the German terms', () => {
    const passages = [{ title: 'Abstinenz', text: 'Ein Jahr.', source: 'term' }];
    expect(systemPrompt({ turns: [], passages, language: 'tr' })).toMatch(
      /Antworte auf Türkisch.*abstinans \(Abstinenz\)/s,
    );
    expect(systemPrompt({ turns: [], passages, language: 'en' })).toMatch(/Antworte auf Englisch/);
    expect(systemPrompt({ turns: [], passages })).toContain('Antworte auf Deutsch');
  });
});
