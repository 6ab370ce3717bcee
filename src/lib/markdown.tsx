/**
 * The one markdown renderer for AI and content text (react-markdown): no raw HTML, no images,
 * links only to http(s) and mailto (others render as plain text). Model output is data, never markup.
 */
import type { ComponentProps } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import { cn } from '@/lib/utils';

const SAFE_URL = /^(https?:|mailto:)/i;

/** Keeps http(s) and mailto URLs; every other URL (javascript:, data:, relative) becomes empty. */
export function safeUrl(url: string): string {
  return SAFE_URL.test(url.trim()) ? url.trim() : '';
}

const components: Components = {
  h1: ({ children, ...props }) => <h3 className="mt-4 text-lg font-semibold" {...strip(props)}>{children}</h3>,
  h2: ({ children, ...props }) => <h3 className="mt-4 text-base font-semibold" {...strip(props)}>{children}</h3>,
  h3: ({ children, ...props }) => <h4 className="mt-3 font-semibold" {...strip(props)}>{children}</h4>,
  h4: ({ children, ...props }) => <h5 className="mt-3 font-semibold" {...strip(props)}>{children}</h5>,
  h5: ({ children, ...props }) => <h6 className="mt-2 font-semibold" {...strip(props)}>{children}</h6>,
  h6: ({ children, ...props }) => <h6 className="mt-2 font-medium" {...strip(props)}>{children}</h6>,
  p: (props) => <p className="my-2 leading-relaxed" {...strip(props)} />,
  ul: (props) => <ul className="my-2 list-disc space-y-1 pl-6" {...strip(props)} />,
  ol: (props) => <ol className="my-2 list-decimal space-y-1 pl-6" {...strip(props)} />,
  a: ({ href, children }) =>
    href ? (
      <a href={href} target="_blank" rel="noopener noreferrer nofollow" className="text-brand underline">
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
};

/** Drops react-markdown's `node` prop so it does not reach the DOM. */
function strip<T extends { node?: unknown }>({ node: _node, ...rest }: T): Omit<T, 'node'> {
  return rest;
}

/** Renders `children` (markdown text) safely; headings start at h3 to sit under page headings. */
export function Markdown({ children, className }: { children: string; className?: ComponentProps<'div'>['className'] }) {
  return (
    <div className={cn('text-sm sm:text-base', className)}>
      <ReactMarkdown skipHtml disallowedElements={['img']} urlTransform={safeUrl} components={components}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
