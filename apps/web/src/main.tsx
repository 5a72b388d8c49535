import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { queryClient } from '@/app/query-client';
import { router } from '@/app/router';

const container = document.getElementById('root');
if (!container) throw new Error('缺少 #root 容器');

// No antd here: the login route is drawn without it, and the console's pages bring it (app/antd-providers.tsx).
createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} useTransitions={false} />
    </QueryClientProvider>
  </StrictMode>,
);
