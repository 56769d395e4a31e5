/**
 * King &amp; Robber (rules reference §10): module {@code king-robber} ({@link
 * io.github.carcassonne.expansions.kingrobber.KingRobberModule}) with its tile set {@code
 * king-robber.tiles}. See {@code docs/expansions/king-robber.md}.
 */
package io.github.carcassonne.expansions.kingrobber;
