import { ClosedStoreListener } from './closed-store-listener';
import { ClosingProgressModal } from './closing-progress-modal';
import { ClosingRefusalModal } from './closing-refusal-modal';

/** Mounted once in the signed-in shell: the progress modal and the watch for other closings. */
export function StoreClosingHost() {
  return (
    <>
      <ClosingProgressModal />
      <ClosingRefusalModal />
      <ClosedStoreListener />
    </>
  );
}
