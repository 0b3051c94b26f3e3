import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { ConsoleMe, ConsoleStore } from '@/api/admin';

export interface ConsoleContextValue {
  me: ConsoleMe;
  /** The store the store pages work on: one of the role's stores. */
  store: ConsoleStore | undefined;
  setStoreId: (storeId: number) => void;
}

const ConsoleContext = createContext<ConsoleContextValue | undefined>(undefined);

// The picked store outlives a page change, a reload and a visit to the terminal and back, in this tab.
const STORE_KEY = 'apotheca.console.store';
const rememberedStoreId = () => Number(sessionStorage.getItem(STORE_KEY)) || undefined;

/** Until one is picked, the first store with a menu: a store that sells nothing opens every page on zeros. */
function firstSellingStore(stores: readonly ConsoleStore[]): ConsoleStore | undefined {
  return stores.find((store) => store.usage_types.length > 0) ?? stores[0];
}

export function ConsoleProvider({ me, children }: { me: ConsoleMe; children: ReactNode }) {
  const [storeId, setStoreId] = useState(rememberedStoreId);
  const value = useMemo<ConsoleContextValue>(() => {
    const store = me.stores.find((candidate) => candidate.id === storeId) ?? firstSellingStore(me.stores);
    return {
      me,
      store,
      setStoreId: (id) => {
        sessionStorage.setItem(STORE_KEY, String(id));
        setStoreId(id);
      },
    };
  }, [me, storeId]);
  return <ConsoleContext.Provider value={value}>{children}</ConsoleContext.Provider>;
}

/** The console user and the picked store; only inside the console frame. */
export function useConsole(): ConsoleContextValue {
  const value = useContext(ConsoleContext);
  if (!value) throw new Error('useConsole needs the console frame');
  return value;
}
