import type { ReactNode } from 'react';
import type { Messages } from '../text.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { LoadingBar } from './LoadingBar.tsx';
import { Toasts } from './Toasts.tsx';
import '../islands.css';

/** What each island page wraps its island in: loading bar, toasts, and the fatal error state. */
export function IslandShell({ messages, children }: { messages: Messages; children: ReactNode }) {
  return (
    <>
      <LoadingBar />
      <Toasts
        label={messages['islands.shell.toasts'] ?? 'Notifications'}
        closeLabel={messages['islands.shell.closeToast'] ?? '×'}
      />
      <ErrorBoundary
        title={messages['islands.shell.fatalTitle'] ?? ''}
        body={messages['islands.shell.fatalBody'] ?? ''}
        reload={messages['islands.shell.reload'] ?? ''}
      >
        {children}
      </ErrorBoundary>
    </>
  );
}
