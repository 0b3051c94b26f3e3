import { describe, expect, it } from 'vitest';
import { isSafeContentHref, linkKind, parseInline, splitHref } from './content-links';


describe('inline [label](url) links in content text', () => {
  it('splits text into plain runs and links, in order', () => {
    expect(parseInline('See [our FAQ](/faq) or [the state site](https://state.example/rules).')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', label: 'our FAQ', href: '/faq' },
      { kind: 'text', text: ' or ' },
      { kind: 'link', label: 'the state site', href: 'https://state.example/rules' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('leaves text without links, and malformed links, as text', () => {
    expect(parseInline('No links here')).toEqual([{ kind: 'text', text: 'No links here' }]);
    expect(parseInline('[broken](no closing')).toEqual([{ kind: 'text', text: '[broken](no closing' }]);
    expect(parseInline('[spaced](/a b)')).toEqual([{ kind: 'text', text: '[spaced](/a b)' }]);
    expect(parseInline('')).toEqual([]);
  });

  it('tells app paths from web addresses, contact links and unsafe schemes', () => {
    expect(linkKind('/learn/terpenes-101')).toBe('internal');
    expect(linkKind('https://example.com')).toBe('external');
    expect(linkKind('HTTP://example.com')).toBe('external');
    expect(linkKind('//cdn.example.com/x')).toBe('external');
    expect(linkKind('mailto:press@example.com')).toBe('plain');
    expect(linkKind('tel:+15555550100')).toBe('plain');
    expect(linkKind('#hours')).toBe('plain');
    expect(linkKind('javascript:alert(1)')).toBe('unsafe');
    expect(linkKind('data:text/html,hi')).toBe('unsafe');
    expect(linkKind('learn')).toBe('unsafe');
  });

  it('splits an app path into the path, query and hash the router takes', () => {
    expect(splitHref('/products/flower?strain_types=indica#top')).toEqual({ to: '/products/flower', search: { strain_types: 'indica' }, hash: 'top' });
    expect(splitHref('/faq')).toEqual({ to: '/faq', search: undefined, hash: undefined });
  });
});

describe('which targets content may link to at all', () => {
  it('allows app paths, web addresses, mailto, tel and fragments; refuses other schemes', () => {
    for (const href of ['/delivery', 'https://state.example/rules', 'mailto:press@apotheca.example', 'tel:+18455550142', '#faq']) {
      expect(isSafeContentHref(href), href).toBe(true);
    }
    for (const href of ['javascript:alert(1)', 'data:text/html,x', 'vbscript:x']) expect(isSafeContentHref(href), href).toBe(false);
  });
});
