import { useState } from 'react';
import * as z from 'zod/mini';
import { css } from 'styled-system/css';
import { bulkActionSchema, type BulkAction } from '@/api/admin-catalog';
import { COLLECTIONS, type Collection } from '@/domain/categories';
import type { UsageType } from '@/domain/usage-type';
import { Button } from '@/web/ui/button';
import { InputField } from '@/web/ui/input-field';
import { fieldError } from '@/web/ui/page-styles';
import { SimpleSelect } from '@/web/ui/select';
import { useBulkEdit } from '../api/catalog-items';

const COLLECTION_OPTIONS = COLLECTIONS.map((tag) => ({ value: tag, label: tag.replace(/-/g, ' ').replace(/^./, (first) => first.toUpperCase()) }));

/** What to do with the selected items: price by percent, hide, show, move to a collection (one transaction). */
export function BulkBar({ storeId, usageType, ids, onDone }: { storeId: number; usageType: UsageType; ids: number[]; onDone: (outcome: string) => void }) {
  const bulk = useBulkEdit(storeId);
  const [percent, setPercent] = useState('');
  const [collection, setCollection] = useState<Collection>(COLLECTIONS[0]);
  const [message, setMessage] = useState<string>();
  const run = (action: BulkAction) => {
    const checked = z.safeParse(bulkActionSchema, action);
    if (!checked.success) {
      setMessage(checked.error.issues[0]?.message ?? 'Check the change.');
      return;
    }
    setMessage(undefined);
    bulk.mutate(
      { usage_type: usageType, ids, action },
      {
        onSuccess: (result) => {
          onDone(`Changed ${result.changed} ${result.changed === 1 ? 'item' : 'items'}${result.unchanged ? `; ${result.unchanged} already were so` : ''}.`);
        },
        onError: (error) => setMessage(error.message),
      },
    );
  };
  return (
    <section aria-label="Change the selected items" className={bar}>
      <p className={css({ fontWeight: 'bold' })}>{ids.length} selected</p>
      <div className={css({ display: 'flex', gap: '2', alignItems: 'end' })}>
        <InputField label="Price change (%)" value={percent} onChange={(event) => setPercent(event.target.value)} placeholder="-10" rootClassName={css({ w: '9rem' })} />
        <Button size="md" variant="outline" disabled={bulk.isPending} onClick={() => run({ type: 'price_percent', percent: Number(percent) })}>
          Change prices
        </Button>
      </div>
      <div className={css({ display: 'flex', gap: '2' })}>
        <Button size="md" variant="outline" disabled={bulk.isPending} onClick={() => run({ type: 'hide' })}>
          Hide
        </Button>
        <Button size="md" variant="outline" disabled={bulk.isPending} onClick={() => run({ type: 'show' })}>
          Show
        </Button>
      </div>
      <div className={css({ display: 'flex', gap: '2', alignItems: 'end' })}>
        <SimpleSelect label="Collection" options={COLLECTION_OPTIONS} value={collection} onValueChange={(value) => setCollection(value as Collection)} className={css({ minW: '12rem' })} />
        <Button size="md" variant="outline" disabled={bulk.isPending} onClick={() => run({ type: 'add_tag', tag: collection })}>
          Move to collection
        </Button>
      </div>
      {message && (
        <p role="alert" className={fieldError}>
          {message}
        </p>
      )}
    </section>
  );
}

const bar = css({ display: 'flex', flexWrap: 'wrap', gap: '4', alignItems: 'end', p: '4', bg: 'wash', borderRadius: 'card', border: '1px solid token(colors.line)' });
