import { describe, expect, it } from 'vitest';
import { buildMenu, buildRoleInfo, buildUserInfo } from '../../../test/factories';
import { homeFacts, menuLinks } from './home-facts';

describe('homeFacts', () => {
  it('shows a student their area, school and class', () => {
    expect(homeFacts(buildUserInfo(), buildRoleInfo())).toEqual([
      { labelKey: 'home.area', value: '北京市 北京市 朝阳区' },
      { labelKey: 'home.school', value: '朝阳实验小学' },
      { labelKey: 'home.gradeClass', value: '五年级 2班' },
    ]);
  });

  it('shows an area admin only the area', () => {
    const user = buildUserInfo({ schoolName: null, gradeName: null, className: null, roleIds: '5' });
    const roleInfo = buildRoleInfo({
      roleCode: 5,
      manageName: { studentId: null, provinceShardId: 11, schoolId: null, schoolName: null },
    });
    expect(homeFacts(user, roleInfo)).toEqual([{ labelKey: 'home.area', value: '北京市 北京市 朝阳区' }]);
  });

  it('is empty before the user is known', () => {
    expect(homeFacts(null, null)).toEqual([]);
  });
});

describe('menuLinks', () => {
  it('lists every page of the tree in order, skipping groups without a page', () => {
    const menus = [
      buildMenu({ menuUrl: '/adminIndex/page', menuName: 'menu.home' }),
      buildMenu({
        id: 2,
        menuUrl: '',
        menuName: 'menu.basis',
        children: [buildMenu({ id: 3, menuUrl: '/adminIndex/basis/class', menuName: 'menu.classManage' })],
      }),
    ];
    expect(menuLinks(menus)).toEqual([
      { path: '/adminIndex/page', nameKey: 'menu.home' },
      { path: '/adminIndex/basis/class', nameKey: 'menu.classManage' },
    ]);
  });
});
