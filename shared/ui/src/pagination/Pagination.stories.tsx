import type { Story } from '@ladle/react';
import { useState } from 'react';
import { Pagination } from './Pagination';

export default { title: 'Components/Pagination' };

const Pages = ({ first, count }: { first: number; count: number }) => {
  const [page, setPage] = useState(first);
  return <Pagination page={page} pageCount={count} onPageChange={setPage} />;
};

export const FirstPage: Story = () => <Pages first={1} count={12} />;
export const MiddlePage: Story = () => <Pages first={6} count={12} />;
export const LastPage: Story = () => <Pages first={3} count={3} />;
