import { css } from 'styled-system/css';
import { AppLink } from '@/web/ui/app-link';
import { button } from '@/web/ui/button';
import { usePageMeta } from '@/web/state/page-meta';

/** The not-found screen (part 1 §2): 404, 'Let's get you back on the right path.' and Go Home. */
export function NotFoundPage() {
  usePageMeta({ title: 'Page Not Found' });
  return (
    <section
      aria-labelledby="not-found-title"
      className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: '4', px: '5', py: { base: '16', sm: '24' } })}
    >
      <p aria-hidden className={css({ fontSize: { base: '7xl', sm: '8xl' }, fontWeight: 'black', color: 'brand', lineHeight: '1', letterSpacing: 'tighter' })}>
        404
      </p>
      <h1 id="not-found-title" className={css({ fontSize: { base: '2xl', sm: '3xl' }, fontWeight: 'bold' })}>
        <span className={css({ srOnly: true })}>Page not found. </span>
        Let's get you back on the right path.
      </h1>
      <p className={css({ color: 'muted', maxW: '420px' })}>The page you're looking for has moved or doesn't exist.</p>
      <AppLink to="/" className={button({ size: 'lg' })}>
        Go Home
      </AppLink>
    </section>
  );
}
