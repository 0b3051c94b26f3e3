import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { marketingSignupBodySchema, type ContentDocumentOf } from '@/api/content';
import { plainText } from '@/domain/banner';
import { ApiRequestError } from '@/web/data/api-errors';
import { Button } from '@/web/ui/button';
import { ClosingOnLink, DialogShell } from '@/web/ui/dialog';
import { TextField } from '@/web/ui/field';
import { RichText } from '@/web/ui/rich-text/rich-text';
import { postMarketingSignup } from './api/post-marketing-signup';

type MarketingContent = ContentDocumentOf<'settings'>['data']['marketing_dialog'];

const ALIGN = { Left: 'flex-start', Center: 'center', Right: 'flex-end' } as const;

export interface MarketingDialogProps {
  open: boolean;
  content: MarketingContent;
  brandSlug: string;
  brandName: string;
  onSignedUp: () => void;
  /** 'No thanks'. */
  onIgnore: () => void;
  /** Closed without an answer (close button, Escape, backdrop, or Close after signing up). */
  onClose: () => void;
}

/**
 * The marketing subscribe dialog (dialog id marketing_subscribe, part 1 §2, §3 "marketing dialog"):
 * the site settings' image (full width or an icon, aligned), content, an email field and Subscribe
 * (POST p/{brand}/marketing-signup), and 'No thanks'. A refused email shows the server's message at
 * the field and keeps what was typed; success says thanks.
 */
export function MarketingDialog({ open, content, brandSlug, brandName, onSignedUp, onIgnore, onClose }: MarketingDialogProps) {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const signup = useMutation({
    mutationFn: (value: string) => postMarketingSignup(brandSlug, value),
    onSuccess: onSignedUp,
    onError: (error) => setFieldError(error instanceof ApiRequestError ? (error.fields?.email?.[0] ?? error.message) : 'Something went wrong. Please try again later.'),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = marketingSignupBodySchema.safeParse({ email });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'Enter a valid email address.');
      return;
    }
    setFieldError(undefined);
    signup.mutate(parsed.data.email);
  };

  const headingIndex = content.content.findIndex((block) => block.type === 'heading');
  const heading = content.content[headingIndex];
  const title = heading?.type === 'heading' ? plainText(heading.text) : `Stay in touch with ${brandName}`;
  const body = content.content.filter((_, at) => at !== headingIndex);
  const buttons = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' });

  return (
    <DialogShell open={open} onOpenChange={(details) => !details.open && onClose()} title={title} size="sm">
      {content.image && (
        <div className={css({ display: 'flex', mb: '4' })} style={{ justifyContent: ALIGN[content.image_alignment] }}>
          <img
            src={content.image.url}
            alt={content.image.alt}
            className={content.image_size === 'Full Width' ? css({ width: 'full', maxH: '220px', objectFit: 'cover', borderRadius: 'md' }) : css({ width: '16', height: '16', objectFit: 'contain' })}
          />
        </div>
      )}
      {signup.isSuccess ? (
        <div role="status" className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          <p className={css({ fontWeight: 'semibold' })}>Thanks for subscribing! Watch your inbox for deals and news from {brandName}.</p>
          <div className={buttons} style={{ justifyContent: ALIGN[content.button_alignment] }}>
            <Button onClick={onClose}>Close</Button>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className={css({ display: 'flex', flexDirection: 'column', gap: '4', pb: '3' })}>
          <ClosingOnLink onFollow={onClose}>
            <RichText blocks={body} headingOffset={1} />
          </ClosingOnLink>
          <TextField
            label="Email address"
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={fieldError}
            required
          />
          <div className={buttons} style={{ justifyContent: ALIGN[content.button_alignment] }}>
            <Button type="submit" loading={signup.isPending} loadingText="Subscribing">
              Subscribe
            </Button>
            <Button variant="ghost" onClick={onIgnore} disabled={signup.isPending}>
              No thanks
            </Button>
          </div>
        </form>
      )}
    </DialogShell>
  );
}
