import { Body, Controller, Get, Header, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Clock } from '../../core/clock';
import { AppConfig } from '../../core/config/app-config';
import { AddressThrottle } from './address-throttle.service';
import { CaptchaService } from './captcha.service';
import { CredentialsService } from './credentials.service';
import { readDeviceCookie, setDeviceCookie, signDeviceCookie } from './device-cookie';
import { LoginDto } from './dto/login.dto';
import { PasswordResetConfirmDto, PasswordResetRequestDto } from './dto/password-reset.dto';
import { RegisterDto } from './dto/register.dto';
import { PasswordResetService, RESET_REQUEST_MESSAGE } from './password-reset.service';
import type { MessageView } from '../../core/http/message.view';
import type { CaptchaView } from './captcha.view';
import type { PasswordResetDoneView, ResetTokenCheckView } from './password-reset.view';
import { toUserView } from './user.mapper';
import type { UserView } from './user.view';
import { RegistrationService } from './registration.service';
import { logIn, logOutAndDestroy } from './session-login';
import { TrustedDevicesService } from './trusted-devices.service';
import { UsersService } from './users.service';

@Controller()
export class AuthController {
  constructor(
    private readonly config: AppConfig,
    private readonly captcha: CaptchaService,
    private readonly registration: RegistrationService,
    private readonly credentials: CredentialsService,
    private readonly users: UsersService,
    private readonly passwordReset: PasswordResetService,
    private readonly devices: TrustedDevicesService,
    private readonly addresses: AddressThrottle,
    private readonly clock: Clock,
  ) {}

  @Get('auth/captcha')
  async issueCaptcha(@Req() request: FastifyRequest): Promise<CaptchaView> {
    await this.addresses.consume('captcha', request.ip);
    return this.captcha.issue();
  }

  /** Registering also trusts this browser (no new-device mail for the first sign-in). */
  @Post('register')
  async register(
    @Body() dto: RegisterDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<UserView> {
    const user = await this.registration.register(dto, request.ip);
    await logIn(request, { id: user.id, username: user.username, isAdmin: user.isAdmin }, this.clock.now());
    const device = await this.devices.trust(user.id, request.headers['user-agent']);
    setDeviceCookie(response, request, this.config, signDeviceCookie(this.config.sessionSecret, device));
    return toUserView(await this.users.update(user.id, { lastLogin: new Date() }));
  }

  @Post('login')
  @HttpCode(200)
  async login(
    @Body() dto: LoginDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<UserView> {
    const { user, device } = await this.credentials.signIn(dto.username, dto.password, {
      address: request.ip,
      userAgent: request.headers['user-agent'],
      device: readDeviceCookie(this.config.sessionSecret, request),
    });
    await logIn(request, user, this.clock.now());
    setDeviceCookie(response, request, this.config, signDeviceCookie(this.config.sessionSecret, device));
    return toUserView(await this.users.update(user.id, { lastLogin: new Date() }));
  }

  /**
   * Ends the session; the device cookie stays, so this browser remains trusted for the next sign-in.
   * `Clear-Site-Data` has the browser drop this origin's HTTP cache and storage (offline copies included).
   */
  @Post('logout')
  @HttpCode(200)
  @Header('Clear-Site-Data', '"cache", "storage"')
  async logout(@Req() request: FastifyRequest): Promise<MessageView> {
    await logOutAndDestroy(request);
    return { message: 'Logged out' };
  }

  @Post('auth/password-reset/request')
  @HttpCode(200)
  async requestPasswordReset(
    @Body() dto: PasswordResetRequestDto,
    @Req() request: FastifyRequest,
  ): Promise<MessageView> {
    await this.addresses.consume('resetRequest', request.ip);
    this.passwordReset.requestInBackground(dto.email, request.ip ?? null);
    return { message: RESET_REQUEST_MESSAGE };
  }

  @Get('auth/password-reset/validate')
  async validateResetToken(@Query('token') token?: string): Promise<ResetTokenCheckView> {
    return { valid: typeof token === 'string' && (await this.passwordReset.isValid(token)) };
  }

  @Post('auth/password-reset/confirm')
  @HttpCode(200)
  async confirmPasswordReset(@Body() dto: PasswordResetConfirmDto): Promise<PasswordResetDoneView> {
    await this.passwordReset.confirm(dto.token, dto.newPassword);
    return { success: true, message: 'Your password has been reset. You can now log in.' };
  }
}
