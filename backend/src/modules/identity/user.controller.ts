import {
  BadRequestException,
  Body,
  Controller,
  Get,
  HttpCode,
  Patch,
  Post,
  Req,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import type { Request } from 'express';
import { AuthenticatedGuard, CurrentUser, SessionUser } from '../../core/http/auth.guards';
import { FileUpload } from '../../core/http/file-upload.interceptor';
import { CheckedImage, MB, UploadedImage } from '../../core/http/uploaded-image';
import { SessionStore } from '../../core/session/session-store';
import { AvatarService } from './avatar.service';
import { ChangePasswordDto, UpdateProfileDto } from './dto/profile.dto';
import { PasswordHasher } from './password-hasher';
import { PublicUser, toPublicUser } from './public-user';
import { User } from './entities/user.entity';
import { UsersService } from './users.service';

const AVATAR_RULES = {
  maxBytes: 2 * MB,
  allowedMimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
  tooLargeMessage: 'Please select an image smaller than 2MB',
  wrongTypeMessage: 'Please upload a JPG, PNG or WebP image',
};

@Controller('user')
@UseGuards(AuthenticatedGuard)
export class UserController {
  constructor(
    private readonly users: UsersService,
    private readonly avatars: AvatarService,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionStore,
  ) {}

  /** The user the session serializer loaded for this request: no second query. */
  @Get()
  me(@CurrentUser() user: SessionUser): PublicUser {
    return toPublicUser(user as User);
  }

  @Patch()
  async updateProfile(@CurrentUser() user: SessionUser, @Body() dto: UpdateProfileDto): Promise<PublicUser> {
    return toPublicUser(await this.users.update(user.id, dto));
  }

  @Post('avatar')
  @UseInterceptors(FileUpload('avatar', AVATAR_RULES.maxBytes, AVATAR_RULES.tooLargeMessage))
  async uploadAvatar(
    @CurrentUser() user: SessionUser,
    @UploadedImage(AVATAR_RULES) image: CheckedImage,
  ): Promise<PublicUser> {
    return toPublicUser(await this.avatars.replace(user.id, image));
  }

  /** Changing the password ends the user's other sessions; this one stays logged in. */
  @Post('password')
  @HttpCode(200)
  async changePassword(@CurrentUser() user: SessionUser, @Body() dto: ChangePasswordDto, @Req() request: Request) {
    const currentHash = await this.users.passwordHash(user.id);
    if (!(await this.hasher.verify(currentHash, dto.currentPassword))) {
      throw new BadRequestException({
        message: 'Current password is incorrect',
        errors: [{ field: 'currentPassword', message: 'Current password is incorrect' }],
      });
    }
    await this.users.setPassword(user.id, await this.hasher.hash(dto.newPassword));
    await this.sessions.destroyAllForUser(user.id, request.sessionID);
    return { message: 'Password changed' };
  }
}
