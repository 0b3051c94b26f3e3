import { useId, useRef, useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { PLACE_QUERY_MAX } from '@/api/places';
import { ApiRequestError } from '@/web/data/api-errors';
import { Button } from '@/web/ui/button';
import { fieldRecipe } from '@/web/ui/field-recipe';
import { Notice } from '@/web/ui/notice';
import { findPlaces } from '../api/find-places';
import { devicePosition, PositionError, POSITION_MESSAGES } from './device-position';
import { pickPlace, type NearPlace } from './near-place';

export interface NearMeFormProps {
  /** States that have stores: a city name found in several states means the one near our stores. */
  storeStates: ReadonlySet<string>;
  near: NearPlace | undefined;
  onNearChange: (place: NearPlace | undefined) => void;
}

type Message = { tone: 'error' | 'info'; text: string } | undefined;

const OFFLINE_SEARCH = "Search needs a connection. 'Use my location' works offline.";

/** A crosshair: the usual sign for 'my location'. */
function LocateIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      <circle cx="12" cy="12" r="6.5" />
      <circle cx="12" cy="12" r="1.5" fill="currentColor" />
      <path d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3" />
    </svg>
  );
}

/**
 * 'Use my location' and a zip or city search (issue 21 "the locator"): either gives the place the
 * locator measures from, so its tiles list the nearest stores first and the nearest state opens.
 * Each failure says what to do instead; the place found is named, with a way back to the usual order.
 */
export function NearMeForm({ storeStates, near, onNearChange }: NearMeFormProps) {
  const id = useId();
  const classes = fieldRecipe();
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState<'locate' | 'search'>();
  const [message, setMessage] = useState<Message>();
  const searching = useRef<AbortController>(undefined);

  const locate = async () => {
    setBusy('locate');
    setMessage(undefined);
    try {
      const position = await devicePosition();
      onNearChange({ ...position, label: 'your location', source: 'device' });
    } catch (error) {
      setMessage({ tone: 'error', text: error instanceof PositionError ? error.message : POSITION_MESSAGES.unavailable });
    } finally {
      setBusy(undefined);
    }
  };

  const search = async (event: FormEvent) => {
    event.preventDefault();
    const text = query.trim();
    if (text.length < 2) {
      setMessage({ tone: 'error', text: 'Enter a zip code or a city.' });
      return;
    }
    searching.current?.abort();
    const controller = new AbortController();
    searching.current = controller;
    setBusy('search');
    setMessage(undefined);
    try {
      const place = pickPlace(await findPlaces(text, controller.signal), storeStates);
      if (!place) {
        setMessage({ tone: 'error', text: `We couldn't find “${text}”. Try a 5-digit zip code or a city name, like Springfield, IL.` });
        return;
      }
      onNearChange({ lat: place.lat, lng: place.lng, label: place.label, source: 'search' });
    } catch (error) {
      if (controller.signal.aborted) return;
      const offline = error instanceof ApiRequestError && (error.kind === 'network' || error.kind === 'api-down');
      setMessage({ tone: 'error', text: offline ? OFFLINE_SEARCH : "Search didn't work just now. Please try again." });
    } finally {
      if (searching.current === controller) setBusy(undefined);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className={css({ display: 'flex', flexDirection: 'column', gap: '3', mb: { base: '4', sm: '6' } })}>
      <h2 id={`${id}-title`} className={css({ srOnly: true })}>
        Find stores near you
      </h2>
      <div className={css({ display: 'flex', flexDirection: { base: 'column', md: 'row' }, gap: '3', alignItems: { md: 'flex-end' } })}>
        <form role="search" aria-label="Stores near a zip code or city" onSubmit={search} noValidate className={css({ display: 'flex', gap: '2', alignItems: 'flex-end', flex: { md: '1' }, maxW: { md: '520px' } })}>
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', flex: '1', minW: '0' })}>
            <label htmlFor={`${id}-query`} className={classes.label}>
              Zip code or city
            </label>
            <input
              id={`${id}-query`}
              type="search"
              className={classes.input}
              value={query}
              maxLength={PLACE_QUERY_MAX}
              onChange={(event) => setQuery(event.target.value)}
              enterKeyHint="search"
              placeholder="e.g. 60657 or Chicago"
            />
          </div>
          <Button type="submit" loading={busy === 'search'} loadingText="Searching…">
            Search
          </Button>
        </form>
        <Button variant="outline" onClick={() => void locate()} loading={busy === 'locate'} loadingText="Finding you…">
          <LocateIcon />
          Use my location
        </Button>
      </div>
      {message && <Notice tone={message.tone}>{message.text}</Notice>}
      {near && !message && (
        <p role="status" className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '2', fontSize: 'sm', color: 'muted' })}>
          <span>
            Nearest first from <strong className={css({ color: 'ink' })}>{near.label}</strong>.
          </span>
          <Button variant="link" size="sm" onClick={() => (onNearChange(undefined), setMessage(undefined))}>
            Clear
          </Button>
        </p>
      )}
    </section>
  );
}
