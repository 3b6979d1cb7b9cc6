import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useGetAttentionQuery } from '../features/care/api';
import { AttentionPanel } from '../features/care/components/AttentionPanel';
import { CaptureQueueSlot } from '../features/equipment/components/CaptureQueueSlot';
import { ScanLabelAction } from '../features/equipment/components/ScanLabelAction';
import { HomeListPage } from '../features/homes/components/HomeListPage';

/**
 * /: the home list with the 'Needs attention' panel (care feature), 'Scan a label' and the label photos taken
 * offline (equipment feature)
 * composed in (features do not import each other).
 */
export function HomeListRoute() {
  // The page waits for the panel's first answer too, so the panel never pushes the page down when it comes.
  // Once: the panel asks again when it mounts after a failure, and the page must not go back to its spinner.
  const { isSuccess, isError } = useGetAttentionQuery();
  const [attentionAnswered, setAttentionAnswered] = useState(false);
  const navigate = useNavigate();
  if (!attentionAnswered && (isSuccess || isError)) setAttentionAnswered(true);
  return (
    <HomeListPage
      attention={
        <>
          <CaptureQueueSlot />
          <AttentionPanel />
        </>
      }
      attentionLoading={!attentionAnswered}
      // A scan that filled a home's empty card shows that card on its home's page.
      scanAction={<ScanLabelAction onFilled={(filled) => navigate(`/homes/${filled.homeId}?show=${filled.id}`)} />}
    />
  );
}
