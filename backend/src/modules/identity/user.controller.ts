import type { MessageView } from '../../core/http/message.view';
import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Req,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { AppConfig } from '../../core/config/app-config';
import { AuthenticatedGuard, CurrentUser, SessionUser } from '../../core/http/auth.guards';
import { FileUpload } from '../../core/http/file-upload.interceptor';
import type { HttpRequest } from '../../core/http/http-request';
import { CheckedImage, MB, UploadedImage } from '../../core/http/uploaded-image';
import { ParseIdPipe } from '../../core/http/parse-id.pipe';
import { AvatarService } from './avatar.service';
import { CredentialsService } from './credentials.service';
import { readDeviceCookie } from './device-cookie';
import { ChangePasswordDto, UpdateProfileDto } from './dto/profile.dto';
import { toUserView } from './user.mapper';
import type { UserView } from './user.view';
import { User } from './entities/user.entity';
import { toTrustedDeviceView } from './trusted-device.mapper';
import type { TrustedDeviceView } from './trusted-device.view';
import { TrustedDevicesService } from './trusted-devices.service';
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
    private readonly credentials: CredentialsService,
    private readonly devices: TrustedDevicesService,
    private readonly config: AppConfig,
  ) {}

  /** The user the session serializer loaded for this request: no second query. */
  @Get()
  me(@CurrentUser() user: SessionUser): UserView {
    return toUserView(user as User);
  }

  @Patch()
  async updateProfile(@CurrentUser() user: SessionUser, @Body() dto: UpdateProfileDto): Promise<UserView> {
    if (dto.avatarUrl) this.avatars.assertAllowedUrl(dto.avatarUrl);
    return toUserView(await this.users.update(user.id, dto));
  }

  @Post('avatar')
  @UseInterceptors(FileUpload('avatar', AVATAR_RULES.maxBytes, AVATAR_RULES.tooLargeMessage))
  async uploadAvatar(
    @CurrentUser() user: SessionUser,
    @UploadedImage(AVATAR_RULES) image: CheckedImage,
  ): Promise<UserView> {
    return toUserView(await this.avatars.replace(user.id, image));
  }

  /** Changing the password ends the user's other sessions and voids a reset link; this session stays. */
  @Post('password')
  @HttpCode(200)
  async changePassword(
    @CurrentUser() user: SessionUser,
    @Body() dto: ChangePasswordDto,
    @Req() request: HttpRequest,
  ): Promise<MessageView> {
    await this.credentials.changePassword(user.id, dto.currentPassword, dto.newPassword, {
      address: request.ip,
      keepSessionId: request.session.sessionId,
    });
    return { message: 'Password changed' };
  }

  /** The browsers trusted for this account (sign-in protection), newest use first. */
  @Get('devices')
  async listDevices(@CurrentUser() user: SessionUser, @Req() request: HttpRequest): Promise<TrustedDeviceView[]> {
    const current = readDeviceCookie(this.config.sessionSecret, request)?.deviceId ?? null;
    return (await this.devices.list(user.id)).map((device) => toTrustedDeviceView(device, current));
  }

  /** Forgets a device: its next sign-in counts as a new device's. 404 when it is not the user's. */
  @Delete('devices/:id')
  async revokeDevice(
    @CurrentUser() user: SessionUser,
    @Param('id', new ParseIdPipe('Device not found')) id: number,
  ): Promise<MessageView> {
    await this.devices.revoke(user.id, id);
    return { message: 'Device removed' };
  }
}
