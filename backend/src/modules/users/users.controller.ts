import { Body, Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import type { TeamMemberDto, UserDto } from '@quentinha/shared/api/types';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Roles } from '../../common/auth/decorators.js';
import { CreateUserDto } from './dto/create-user.dto.js';
import { SetPasswordDto } from './dto/set-password.dto.js';
import { UpdateUserDto } from './dto/update-user.dto.js';
import { UsersService } from './users.service.js';
import { IdParam } from '../../common/http/id-param.js';

/** The admin's people screen: staff, kitchen, couriers, admins and customers. */
@ApiTags('users')
@ApiCookieAuth()
@Roles('admin')
@Controller('users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  list(): Promise<TeamMemberDto[]> {
    return this.users.list();
  }

  @Post()
  create(@Body() dto: CreateUserDto): Promise<UserDto> {
    return this.users.create(dto);
  }

  @Get(':id')
  get(@IdParam('Usuário') id: string): Promise<UserDto> {
    return this.users.get(id);
  }

  @Put(':id')
  update(@CurrentUser() actor: AuthUser, @IdParam('Usuário') id: string, @Body() dto: UpdateUserDto): Promise<UserDto> {
    return this.users.update(actor.id, id, dto);
  }

  /** 'Redefinir Senha': sets a new password and ends that person's sessions and sockets. */
  @Post(':id/password')
  @HttpCode(204)
  setPassword(@IdParam('Usuário') id: string, @Body() dto: SetPasswordDto): Promise<void> {
    return this.users.setPassword(id, dto.password);
  }

  @Delete(':id')
  @HttpCode(204)
  remove(@CurrentUser() actor: AuthUser, @IdParam('Usuário') id: string): Promise<void> {
    return this.users.remove(actor.id, id);
  }
}
