import { lazy, Suspense } from 'react';
import { QueryProvider } from '@portal/query';
import type { CommentThreadProps } from '@portal/remote-contract';
import { Spinner } from '@portal/ui';

const CommentThread = lazy(() => import('../features/comments/components/CommentThread'));

/** The comment thread for the slot 'comments.thread' v1: loaded on first use, with the portal's query cache. */
export default function CommentThreadWidget(props: CommentThreadProps) {
  return (
    <QueryProvider>
      <Suspense fallback={<Spinner />}>
        <CommentThread {...props} />
      </Suspense>
    </QueryProvider>
  );
}
