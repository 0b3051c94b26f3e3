import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { clearPrivateDataOnSignOut } from './data/private-data';
import { createQueryClient } from './data/query-client';
import { loadConsent } from './features/shell/consent/consent-state';
import { applyAccessibilityMode } from './features/shell/footer/accessibility-mode';
import { registerServiceWorker } from './features/shell/pwa/register-sw';
import { createAppRouter } from './router';

applyAccessibilityMode();
loadConsent();

const queryClient = createQueryClient();
clearPrivateDataOnSignOut(queryClient);
const router = createAppRouter(queryClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);

void registerServiceWorker();
