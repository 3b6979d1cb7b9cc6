import { Module } from '@nestjs/common';
import { AddressThrottle } from './address-throttle.service';
import { AuthController } from './auth.controller';
import { AvatarService } from './avatar.service';
import { CaptchaService } from './captcha.service';
import { CredentialsService } from './credentials.service';
import { LoginThrottle } from './login-throttle.service';
import { PasswordHasher } from './password-hasher';
import { PasswordResetService } from './password-reset.service';
import { RegistrationService } from './registration.service';
import { TrustedDevicesService } from './trusted-devices.service';
import { UserController } from './user.controller';
import { UsersService } from './users.service';
import { DatabaseModule } from '../../core/database/database-features';
import { PasswordResetToken } from './entities/password-reset-token.entity';
import { TrustedDevice } from './entities/trusted-device.entity';
import { User } from './entities/user.entity';
import { SessionUsers } from '../../core/session/signed-in-user';

/** Accounts, sessions, captcha, password reset, profile and avatar. */
@Module({
  imports: [DatabaseModule.forFeature({ entities: [PasswordResetToken, TrustedDevice, User] })],
  controllers: [AuthController, UserController],
  providers: [
    UsersService,
    PasswordHasher,
    CaptchaService,
    LoginThrottle,
    AddressThrottle,
    TrustedDevicesService,
    CredentialsService,
    RegistrationService,
    PasswordResetService,
    AvatarService,
    // Who is signed in, for every request (core/session/signed-in-user.ts).
    { provide: SessionUsers, useExisting: UsersService },
  ],
  exports: [UsersService, SessionUsers, PasswordResetService],
})
export class IdentityModule {}
