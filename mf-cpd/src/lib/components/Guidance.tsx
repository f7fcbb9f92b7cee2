import type { CpdGuidanceLocation } from '@portal/contracts/cpd';
import { SafeHtml } from '@portal/ui';
import { useCpdConfig } from '../api/get-cpd-config';
import { cpdMessages, useText } from '../messages';

/** The tenant's guidance for a CPD page (the configuration's guidance locations), sanitised; nothing when it has none. */
export function Guidance({ location }: { location: CpdGuidanceLocation }) {
  const text = useText(cpdMessages);
  const html = useCpdConfig().data?.guidance[location];
  if (!html) return null;
  return (
    <aside role="note" aria-label={text('cpd.guidance')} className="lp-cpd__guidance">
      <SafeHtml html={html} />
    </aside>
  );
}
