import { Transform } from 'class-transformer';
import { IsInt, Max, Min, ValidateIf } from 'class-validator';
import { parseId } from '../../../core/http/parse-id.pipe';
import { AUDIT_PAGE_MAX } from '../audit/admin-audit.service';

export const AUDIT_LIMIT_INVALID = `Limit must be a whole number from 1 to ${AUDIT_PAGE_MAX}`;
export const AUDIT_BEFORE_INVALID = 'Before must be an audit entry id';

/** An id's text as its number; any other text stays as it is, for the validators to refuse. */
const idText = ({ value }: { value: unknown }) => (typeof value === 'string' ? (parseId(value) ?? value) : value);
const given = (_: object, value: unknown) => value !== undefined && value !== '';

/** GET /api/admin/audit-log?limit=&before= (docs/admin.md). */
export class AuditLogQueryDto {
  @Transform(idText)
  @Max(AUDIT_PAGE_MAX, { message: AUDIT_LIMIT_INVALID })
  @Min(1, { message: AUDIT_LIMIT_INVALID })
  @IsInt({ message: AUDIT_LIMIT_INVALID })
  @ValidateIf(given)
  limit?: number;

  @Transform(idText)
  @Min(1, { message: AUDIT_BEFORE_INVALID })
  @IsInt({ message: AUDIT_BEFORE_INVALID })
  @ValidateIf(given)
  before?: number;
}
