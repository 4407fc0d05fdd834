import type { Draws } from './random.js';

/** Common surnames and given names of children born around 2010-2020: names that read naturally, tied to nobody. */
const SURNAMES = [
  ...'王李张刘陈杨黄赵吴周徐孙马朱胡郭何林高罗郑梁谢宋唐许韩冯邓曹彭曾肖田董潘袁蔡蒋余叶程魏苏吕丁沈姚卢钟姜陆汪范金方俞盛应楼',
];

const GIVEN = {
  boy: (
    '浩然 子轩 宇轩 梓睿 俊杰 博文 晨阳 皓轩 泽宇 一鸣 思远 嘉诚 明哲 宇航 天佑 俊熙 逸凡 文博 煜城 铭泽 ' +
    '奕辰 锦程 晟睿 瑞霖 修远 星宇 家豪 乐天 承泽 景行 子豪 浩宇 睿哲 昊天 启航 宏宇 嘉树 涛 磊 航'
  ).split(' '),
  girl: (
    '欣怡 梓涵 雨萱 诗琪 思雨 佳怡 语桐 可馨 若曦 雅婷 静怡 晓彤 子萱 一诺 梦瑶 紫涵 雨桐 欣妍 佳琪 诗涵 ' +
    '书瑶 安琪 清妍 舒然 沐晴 语嫣 心悦 婉清 梓萌 芷若 嘉怡 思彤 悦然 雨欣 佳悦 晨曦 乐瑶 琳 婷 彤'
  ).split(' '),
};

/** A surname and a given name; gender '0' a boy, '1' a girl. */
export function chineseName(draws: Draws, gender: '0' | '1'): string {
  const surname = draws.pick(SURNAMES);
  return `${surname}${draws.pick(gender === '0' ? GIVEN.boy : GIVEN.girl)}`;
}
