import { useLadleContext, type Story } from '@ladle/react';
import { useState } from 'react';
import { DateField } from './DateField';

export default { title: 'Forms/Date field' };

/** The gallery's right-to-left switch stands for ar-SA, as elsewhere in the gallery; otherwise en-GB. */
function useGalleryLocale() {
  const { globalState } = useLadleContext();
  return globalState.rtl ? 'ar-SA' : 'en-GB';
}

export const States: Story = () => {
  const locale = useGalleryLocale();
  const [from, setFrom] = useState('');
  return (
    <form style={{ maxInlineSize: '28rem' }}>
      <DateField locale={locale} label="From" hint="The first day" value={from} onChange={(event) => setFrom(event.target.value)} />
      <DateField locale={locale} label="Completion date" required defaultValue="2026-03-12" />
      <DateField locale={locale} label="Until" error="Until must be on or after from" defaultValue="2026-01-05" />
      <DateField locale={locale} label="Awarded" disabled defaultValue="2025-11-30" />
    </form>
  );
};

export const Locales: Story = () => (
  <form style={{ maxInlineSize: '28rem' }}>
    <DateField locale="en-GB" label="en-GB" defaultValue="2026-03-12" />
    <DateField locale="de-DE" label="de-DE" defaultValue="2026-03-12" />
    <DateField locale="en-US" label="en-US" defaultValue="2026-03-12" />
    <div dir="rtl" lang="ar-SA">
      <DateField locale="ar-SA" label="ar-SA" defaultValue="2026-03-12" />
    </div>
  </form>
);
