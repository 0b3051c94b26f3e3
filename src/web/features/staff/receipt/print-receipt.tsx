import { useRef, useState } from 'react';
import { useReactToPrint } from 'react-to-print';
import { css } from 'styled-system/css';
import type { StaffOrder } from '@/api/staff';
import { orderNumber } from '@/web/shared/orders/order-format';
import { useStartup } from '@/web/shared/startup/use-startup';
import { Button } from '@/web/ui/button';
import { Receipt } from './receipt';
import { RECEIPT_PAGE_STYLE } from './receipt-page-style';

export const PRINT_RECEIPT_LABEL = 'Print Receipt';
export const PRINT_MESSAGES = {
  idle: '',
  printing: 'Printing receipt…',
  printed: 'Receipt printed.',
  failed: 'The receipt could not print. Try again.',
} as const;
type PrintState = keyof typeof PRINT_MESSAGES;

/**
 * Print Receipt (part 2 §4 "Receipt print flow goes started, then finished"): react-to-print prints the
 * receipt below, under the brand's name, (kept out of sight on screen) with the receipt page style, and a status line says when
 * printing started and when it finished. The button never locks: a browser that reports no end still
 * lets staff print again.
 */
export function PrintReceipt({ staffOrder }: { staffOrder: StaffOrder }) {
  const receipt = useRef<HTMLDivElement>(null);
  // The brand the terminal runs under (the startup answer the staff header shows too).
  const { app } = useStartup();
  const [state, setState] = useState<PrintState>('idle');
  const print = useReactToPrint({
    contentRef: receipt,
    documentTitle: `Receipt for order ${orderNumber(staffOrder.order.id)}`,
    pageStyle: RECEIPT_PAGE_STYLE,
    onBeforePrint: async () => setState('printing'),
    onAfterPrint: () => setState('printed'),
    onPrintError: () => setState('failed'),
  });
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}>
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          setState('printing');
          print();
        }}
      >
        {PRINT_RECEIPT_LABEL}
      </Button>
      <p role="status" className={css({ fontSize: 'sm', fontWeight: 'semibold', color: state === 'failed' ? 'danger' : 'muted' })}>
        {PRINT_MESSAGES[state]}
      </p>
      <div className={css({ display: 'none' })}>
        <Receipt ref={receipt} staffOrder={staffOrder} brandName={app?.name} />
      </div>
    </div>
  );
}
