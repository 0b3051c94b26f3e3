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

export function ConsoleProvider({ me, children }: { me: ConsoleMe; children: ReactNode }) {
  const [storeId, setStoreId] = useState(rememberedStoreId);
  const value = useMemo<ConsoleContextValue>(() => {
    const store = me.stores.find((candidate) => candidate.id === storeId) ?? me.stores[0];
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
