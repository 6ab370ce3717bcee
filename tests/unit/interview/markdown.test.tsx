import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown, safeUrl } from '@/lib/markdown';

describe('Markdown', () => {
  it('renders headings, lists and emphasis', () => {
    const { container } = render(<Markdown>{'## Delivery\n- **Clear** and *calm*\n1. First'}</Markdown>);
    expect(container.querySelector('h3')?.textContent).toBe('Delivery');
    expect(container.querySelector('ul li strong')?.textContent).toBe('Clear');
    expect(container.querySelector('em')?.textContent).toBe('calm');
    expect(container.querySelector('ol li')?.textContent).toBe('First');
  });

  it('drops raw HTML, images and unsafe links', () => {
    const { container } = render(
      <Markdown>
        {'<script>alert(1)</script><b>bold</b>\n\n![x](https://example.com/x.png) [bad](javascript:alert(1)) [ok](https://example.com) [mail](mailto:a@b.c)'}
      </Markdown>,
    );
    expect(container.querySelector('script, b, img')).toBeNull();
    const links = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['https://example.com', 'mailto:a@b.c']);
    expect(container.textContent).toContain('bad');
  });

  it('keeps only http(s) and mailto URLs', () => {
    expect(safeUrl('https://x.org')).toBe('https://x.org');
    expect(safeUrl('data:text/html,hi')).toBe('');
    expect(safeUrl('/relative')).toBe('');
  });
});
