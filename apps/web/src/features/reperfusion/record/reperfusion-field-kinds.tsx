import { SelectField } from '../../../components/fields/select-field.tsx';
import { useStrokeUsers } from '../../stroke/api/lookups.ts';
import { VST_AREA } from '../../stroke/api/vst-area.ts';
import type { StrokeFieldKindComponent } from '../../stroke/record/fields/declarations.ts';

/** Who confirmed the triage time (spec 3 §3.7 triageTimeConfirmedById): a VST user (GET /users). */
export const CallTakerSelect: StrokeFieldKindComponent = ({ base }) => {
  const users = useStrokeUsers(VST_AREA, VST_AREA.lists.callTakers);
  return <SelectField {...base} options={users.options} loading={users.isLoading} />;
};
