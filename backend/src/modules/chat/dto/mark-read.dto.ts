import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';

/** POST /api/chat/rooms/:roomId/read: every message of the room up to this id is read by the caller. */
export class MarkReadDto {
  @Type(() => Number)
  @Max(2_147_483_647, { message: 'upTo must be a message id' })
  @Min(1, { message: 'upTo must be a message id' })
  @IsInt({ message: 'upTo must be a message id' })
  upTo: number;
}
