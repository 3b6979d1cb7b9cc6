import { IsBoolean, IsInt, Max, Min, ValidateIf } from 'class-validator';

const present = (_: object, value: unknown) => value !== undefined;
export const DAYS_BEFORE_MESSAGE = 'Days before must be a whole number from 0 to 365';

/** PATCH /api/user/notification-settings: absent fields stay as they are. */
export class UpdateNotificationSettingsDto {
  @IsBoolean({ message: 'Email reminders must be true or false' })
  @ValidateIf(present)
  maintenanceEmail?: boolean;

  @IsBoolean({ message: 'In-app reminders must be true or false' })
  @ValidateIf(present)
  maintenanceInApp?: boolean;

  @IsBoolean({ message: 'SMS reminders must be true or false' })
  @ValidateIf(present)
  maintenanceSms?: boolean;

  @Max(365, { message: DAYS_BEFORE_MESSAGE })
  @Min(0, { message: DAYS_BEFORE_MESSAGE })
  @IsInt({ message: DAYS_BEFORE_MESSAGE })
  @ValidateIf(present)
  maintenanceDaysBefore?: number;
}
