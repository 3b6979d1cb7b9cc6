import { Transform } from 'class-transformer';
import { IsInt, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { parseId } from '../../../core/http/parse-id.pipe';

export const USER_PAGE_SIZE_MAX = 100;
export const USER_PAGE_SIZE_DEFAULT = 25;
export const USER_SEARCH_MAX = 200;
export const USER_PAGE_INVALID = 'Page must be a whole number from 1';
export const USER_PAGE_SIZE_INVALID = `Page size must be a whole number from 1 to ${USER_PAGE_SIZE_MAX}`;
export const USER_SEARCH_INVALID = `Search must be text of at most ${USER_SEARCH_MAX} characters`;
/** The parameters GET /api/admin/users knows; any other one is a 400. */
export const USER_QUERY_PARAMS = ['q', 'page', 'pageSize'] as const;

/** A whole number's text as its number; any other text stays as it is, for the validators to refuse. */
const wholeNumber = ({ value }: { value: unknown }) => (typeof value === 'string' ? (parseId(value) ?? value) : value);
const given = (_: object, value: unknown) => value !== undefined && value !== '';

/** GET /api/admin/users?q=&page=&pageSize= (docs/admin.md#users). */
export class AdminUsersQueryDto {
  @MaxLength(USER_SEARCH_MAX, { message: USER_SEARCH_INVALID })
  @IsString({ message: USER_SEARCH_INVALID })
  @ValidateIf((_: object, value: unknown) => value !== undefined)
  q?: string;

  @Transform(wholeNumber)
  @Min(1, { message: USER_PAGE_INVALID })
  @IsInt({ message: USER_PAGE_INVALID })
  @ValidateIf(given)
  page?: number;

  @Transform(wholeNumber)
  @Max(USER_PAGE_SIZE_MAX, { message: USER_PAGE_SIZE_INVALID })
  @Min(1, { message: USER_PAGE_SIZE_INVALID })
  @IsInt({ message: USER_PAGE_SIZE_INVALID })
  @ValidateIf(given)
  pageSize?: number;
}
