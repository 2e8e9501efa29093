import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Markdown from './markdown.tsx';

describe('Markdown', () => {
  it('renders Markdown and drops raw HTML and scripts', () => {
    const { container } = render(
      <Markdown>
        {
          '## Titel\n\n**fett** <b>roh</b> <img src=x onerror="alert(1)">\n\n<script>alert(1)</script>\n\n<div onclick="x()">Block</div>'
        }
      </Markdown>,
    );
    expect(container.querySelector('h4')?.textContent).toBe('Titel');
    expect(container.querySelector('strong')?.textContent).toBe('fett');
    expect(container.querySelector('b, img, script, div[onclick]')).toBeNull();
    expect(container.innerHTML).not.toContain('onerror');
    expect(container.innerHTML).not.toContain('alert');
  });

  it('neutralises javascript: links and opens external links safely', () => {
    const { container } = render(
      <Markdown>{'[böse](javascript:alert(1)) [BASt](https://www.bast.de)'}</Markdown>,
    );
    const links = [...container.querySelectorAll('a')];
    expect(links).toHaveLength(1);
    expect(container.textContent).toContain('böse');
    expect(container.innerHTML).not.toMatch(/javascript/i);
    const good = links[0];
    expect(good?.getAttribute('href')).toBe('https://www.bast.de');
    expect(good?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('marks terms through the given marking, never inside links or headings', () => {
    const { container } = render(
      <Markdown
        marking={{
          split: (text, seen) =>
            text.split(/(Gutachten)/).map((part) => {
              if (part !== 'Gutachten' || seen.has('g')) return part;
              seen.add('g');
              return { termId: 'g', text: part };
            }),
          render: (termId, text) => <mark data-id={termId}>{text}</mark>,
        }}
      >
        {'# Gutachten\n\n[Gutachten](/x) und ein Gutachten und noch ein Gutachten.'}
      </Markdown>,
    );
    const marks = container.querySelectorAll('mark');
    expect(marks).toHaveLength(1);
    expect(marks[0]?.closest('a, h3')).toBeNull();
  });
});
