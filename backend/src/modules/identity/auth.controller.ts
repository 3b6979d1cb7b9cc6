import { Body, Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { CaptchaService } from './captcha.service';
import { CredentialsService } from './credentials.service';
import { LoginDto } from './dto/login.dto';
import { PasswordResetConfirmDto, PasswordResetRequestDto } from './dto/password-reset.dto';
import { RegisterDto } from './dto/register.dto';
import { PasswordResetService, RESET_REQUEST_MESSAGE } from './password-reset.service';
import { PublicUser, toPublicUser } from './public-user';
import { RegistrationService } from './registration.service';
import { logIn, logOutAndDestroy } from './session-login';
import { UsersService } from './users.service';

@Controller()
export class AuthController {
  constructor(
    private readonly captcha: CaptchaService,
    private readonly registration: RegistrationService,
    private readonly credentials: CredentialsService,
    private readonly users: UsersService,
    private readonly passwordReset: PasswordResetService,
  ) {}

  @Get('auth/captcha')
  issueCaptcha() {
    return this.captcha.issue();
  }

  @Post('register')
  async register(@Body() dto: RegisterDto, @Req() request: Request): Promise<PublicUser> {
    const user = await this.registration.register(dto);
    await logIn(request, { id: user.id, username: user.username, isAdmin: user.isAdmin });
    return toPublicUser(await this.users.update(user.id, { lastLogin: new Date() }));
  }

  @Post('login')
  @HttpCode(200)
  async login(@Body() dto: LoginDto, @Req() request: Request): Promise<PublicUser> {
    const sessionUser = await this.credentials.verify(dto.username, dto.password);
    await logIn(request, sessionUser);
    return toPublicUser(await this.users.update(sessionUser.id, { lastLogin: new Date() }));
  }

  @Post('logout')
  @HttpCode(200)
  async logout(@Req() request: Request): Promise<{ message: string }> {
    await logOutAndDestroy(request);
    return { message: 'Logged out' };
  }

  @Post('auth/password-reset/request')
  @HttpCode(200)
  async requestPasswordReset(@Body() dto: PasswordResetRequestDto, @Req() request: Request) {
    await this.passwordReset.request(dto.email, request.ip ?? null);
    return { message: RESET_REQUEST_MESSAGE };
  }

  @Get('auth/password-reset/validate')
  async validateResetToken(@Query('token') token?: string) {
    return { valid: typeof token === 'string' && (await this.passwordReset.isValid(token)) };
  }

  @Post('auth/password-reset/confirm')
  @HttpCode(200)
  async confirmPasswordReset(@Body() dto: PasswordResetConfirmDto) {
    await this.passwordReset.confirm(dto.token, dto.newPassword);
    return { success: true, message: 'Your password has been reset. You can now log in.' };
  }
}
