import { ProductGridSkeleton } from '../components/list-states';
import { pageShell } from '../components/styles';

/** Shown while a list route loads for longer than the router's pending delay. */
export function ProductListPending() {
  return (
    <div className={pageShell}>
      <ProductGridSkeleton />
    </div>
  );
}
